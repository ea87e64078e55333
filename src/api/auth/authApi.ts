import type { Role } from '@/lib/auth/role'
import { call, endpoint } from '../http'
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

const loginCall = endpoint('POST', '/v2/api/lambda/login')
const providerLoginCall = endpoint('GET', '/v2/api/lambda/{provider}/login')
const checkCall = endpoint('POST', '/v2/api/lambda/check')
const getProfileCall = endpoint('GET', '/v2/api/lambda/profile')
const updateProfileCall = endpoint('POST', '/v2/api/lambda/profile')
const verifyEmailCall = endpoint('GET', '/v2/api/lambda/verify-email')
const twoFactorEnableCall = endpoint('POST', '/v2/api/lambda/2fa/enable')
const twoFactorDisableCall = endpoint('POST', '/v2/api/lambda/2fa/disable')
const twoFactorVerifyCall = endpoint('POST', '/v2/api/lambda/2fa/verify')
const twoFactorAuthorizeCall = endpoint('POST', '/v2/api/lambda/2fa/authorize')
const googleCaptchaCall = endpoint('POST', '/v2/api/lambda/google-captcha')
const magicLinkGenerateCall = endpoint('POST', '/v2/api/lambda/magic-login/generate')
const magicLinkLoginCall = endpoint('POST', '/v2/api/lambda/magic-login')
const updateEmailCall = endpoint('POST', '/v2/api/lambda/update/email')
const updatePasswordCall = endpoint('POST', '/v2/api/lambda/update/password')
const adminUpdateEmailCall = endpoint('POST', '/v2/api/lambda/admin/update/email')
const adminUpdatePasswordCall = endpoint('POST', '/v2/api/lambda/admin/update/password')
const registerMemberCall = endpoint('POST', '/v3/api/custom/movetime/register')
const registerCall = endpoint('POST', '/v2/api/lambda/register')
const forgotCall = endpoint('POST', '/v2/api/lambda/forgot')
const resetCall = endpoint('POST', '/v2/api/lambda/reset')
const mobileResetCall = endpoint('POST', '/v3/api/custom/movetime/mobile/reset')
const verifyUserCall = endpoint('POST', '/v2/api/lambda/verify/user')
const userInfoCall = endpoint('POST', '/v3/api/custom/movetime/userinfo')
const restUserPutCall = endpoint('POST', '/v1/api/rest/user/PUT')
const phoneLookupCall = endpoint('GET', '/v3/api/movetime/phone/{phone}/lookup')

export const login = (body: LoginRequest) => call<LoginResponse>(loginCall, { body })

export const providerLogin = (provider: string, role: Role) =>
  call<ProviderLoginResponse>(providerLoginCall, { params: { provider }, query: { role } })

export const check = (body: CheckRequest) => call<OkResponse>(checkCall, { body })

export const getProfile = () => call<ProfileResponse>(getProfileCall)

export const updateProfile = (body: ProfileUpdate) => call<ProfileResponse>(updateProfileCall, { body })

export const verifyEmail = (token: string) => call<OkResponse>(verifyEmailCall, { query: { token } })

export const enableTwoFactor = () => call<TwoFactorEnableResponse>(twoFactorEnableCall)

export const disableTwoFactor = (body: TwoFactorAuthorizeRequest) => call<OkResponse>(twoFactorDisableCall, { body })

export const verifyTwoFactor = (body: TwoFactorVerifyRequest) => call<LoginResponse>(twoFactorVerifyCall, { body })

export const authorizeTwoFactor = (body: TwoFactorAuthorizeRequest) => call<OkResponse>(twoFactorAuthorizeCall, { body })

export const verifyCaptcha = (body: CaptchaRequest) => call<OkResponse>(googleCaptchaCall, { body })

export const generateMagicLink = (body: MagicLinkGenerateRequest) => call<OkResponse>(magicLinkGenerateCall, { body })

export const magicLinkLogin = (body: MagicLinkLoginRequest) => call<LoginResponse>(magicLinkLoginCall, { body })

export const updateEmail = (body: UpdateEmailRequest) => call<OkResponse>(updateEmailCall, { body })

export const updatePassword = (body: UpdatePasswordRequest) => call<OkResponse>(updatePasswordCall, { body })

export const adminUpdateEmail = (body: AdminUpdateEmailRequest) => call<OkResponse>(adminUpdateEmailCall, { body })

export const adminUpdatePassword = (body: AdminUpdatePasswordRequest) =>
  call<OkResponse>(adminUpdatePasswordCall, { body })

export const registerMember = (body: MemberRegisterRequest) => call<RegisterResponse>(registerMemberCall, { body })

export const register = (body: RegisterRequest) => call<RegisterResponse>(registerCall, { body })

export const forgotPassword = (body: ForgotRequest) => call<OkResponse>(forgotCall, { body })

export const resetPassword = (body: ResetRequest) => call<OkResponse>(resetCall, { body })

export const mobileReset = (body: MobileResetRequest) => call<OkResponse>(mobileResetCall, { body })

export const verifyUser = (body: VerifyUserRequest) => call<OkResponse>(verifyUserCall, { body })

export const saveUserInfo = (body: UserInfoRequest) => call<OkResponse>(userInfoCall, { body })

export const restUpdateUser = (body: { id: number } & ProfileUpdate) => call<OkResponse>(restUserPutCall, { body })

export const lookupPhone = (phone: string) => call<PhoneLookupResponse>(phoneLookupCall, { params: { phone } })
