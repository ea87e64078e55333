import type { Role } from '@/lib/auth/role'
import { bodyCall, call, endpoint, plainCall } from '../http'
import type {
  AdminUpdateEmailRequest,
  AdminUpdatePasswordRequest,
  CaptchaRequest,
  CheckRequest,
  ForgotRequest,
  LoginRequest,
  LoginResponse,
  MagicLinkGenerateRequest,
  MagicLinkLoginRequest,
  MemberRegisterRequest,
  MobileResetRequest,
  OkResponse,
  PhoneLookupResponse,
  ProfileResponse,
  ProfileUpdate,
  ProviderLoginResponse,
  RegisterRequest,
  RegisterResponse,
  ResetRequest,
  TwoFactorAuthorizeRequest,
  TwoFactorEnableResponse,
  TwoFactorVerifyRequest,
  UpdateEmailRequest,
  UpdatePasswordRequest,
  UserInfoRequest,
  VerifyUserRequest,
} from './authTypes'

const providerLoginCall = endpoint('GET', '/v2/api/lambda/{provider}/login')
const verifyEmailCall = endpoint('GET', '/v2/api/lambda/verify-email')
const restUserPutCall = endpoint('POST', '/v1/api/rest/user/PUT')
const phoneLookupCall = endpoint('GET', '/v3/api/movetime/phone/{phone}/lookup')

export const login = bodyCall<LoginRequest, LoginResponse>('POST', '/v2/api/lambda/login')

export const providerLogin = (provider: string, role: Role) =>
  call<ProviderLoginResponse>(providerLoginCall, { params: { provider }, query: { role } })

export const check = bodyCall<CheckRequest, OkResponse>('POST', '/v2/api/lambda/check')

export const getProfile = plainCall<ProfileResponse>('GET', '/v2/api/lambda/profile')

export const updateProfile = bodyCall<ProfileUpdate, ProfileResponse>('POST', '/v2/api/lambda/profile')

export const verifyEmail = (token: string) => call<OkResponse>(verifyEmailCall, { query: { token } })

export const enableTwoFactor = plainCall<TwoFactorEnableResponse>('POST', '/v2/api/lambda/2fa/enable')

export const disableTwoFactor = bodyCall<TwoFactorAuthorizeRequest, OkResponse>('POST', '/v2/api/lambda/2fa/disable')

export const verifyTwoFactor = bodyCall<TwoFactorVerifyRequest, LoginResponse>('POST', '/v2/api/lambda/2fa/verify')

export const authorizeTwoFactor = bodyCall<TwoFactorAuthorizeRequest, OkResponse>('POST', '/v2/api/lambda/2fa/authorize')

export const verifyCaptcha = bodyCall<CaptchaRequest, OkResponse>('POST', '/v2/api/lambda/google-captcha')

export const generateMagicLink = bodyCall<MagicLinkGenerateRequest, OkResponse>('POST', '/v2/api/lambda/magic-login/generate')

export const magicLinkLogin = bodyCall<MagicLinkLoginRequest, LoginResponse>('POST', '/v2/api/lambda/magic-login')

export const updateEmail = bodyCall<UpdateEmailRequest, OkResponse>('POST', '/v2/api/lambda/update/email')

export const updatePassword = bodyCall<UpdatePasswordRequest, OkResponse>('POST', '/v2/api/lambda/update/password')

export const adminUpdateEmail = bodyCall<AdminUpdateEmailRequest, OkResponse>('POST', '/v2/api/lambda/admin/update/email')

export const adminUpdatePassword = bodyCall<AdminUpdatePasswordRequest, OkResponse>('POST', '/v2/api/lambda/admin/update/password')

export const registerMember = bodyCall<MemberRegisterRequest, RegisterResponse>('POST', '/v3/api/custom/movetime/register')

export const register = bodyCall<RegisterRequest, RegisterResponse>('POST', '/v2/api/lambda/register')

export const forgotPassword = bodyCall<ForgotRequest, OkResponse>('POST', '/v2/api/lambda/forgot')

export const resetPassword = bodyCall<ResetRequest, OkResponse>('POST', '/v2/api/lambda/reset')

export const mobileReset = bodyCall<MobileResetRequest, OkResponse>('POST', '/v3/api/custom/movetime/mobile/reset')

export const verifyUser = bodyCall<VerifyUserRequest, OkResponse>('POST', '/v2/api/lambda/verify/user')

export const saveUserInfo = bodyCall<UserInfoRequest, OkResponse>('POST', '/v3/api/custom/movetime/userinfo')

export const restUpdateUser = (body: { id: number } & ProfileUpdate) => call<OkResponse>(restUserPutCall, { body })

export const lookupPhone = (phone: string) => call<PhoneLookupResponse>(phoneLookupCall, { params: { phone } })
