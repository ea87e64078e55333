import type { Role } from '@/lib/auth/role'

/** Shapes of the auth call family (docs/product.md §7 "Auth"), shared by the client and the mock. */

export interface OkResponse {
  error: false
  message?: string
}

export interface LoginRequest {
  email: string
  password: string
  role: Role
  /** A token google-captcha has verified; required once a few passwords for this email have failed. */
  captcha_token?: string
}

export interface LoginResponse {
  error: false
  role: Role
  token: string
  user_id: number
  /** Unix seconds at which the token stops being accepted. */
  expire_at: number
  first_name: string
  last_name: string
  /** When true, the token is only good for 2fa/verify and the member must enter a code. */
  two_factor_required?: boolean
}

export interface CheckRequest {
  role: Role
}

export interface Profile {
  id: number
  email: string
  first_name: string
  last_name: string
  role: Role
  phone: string
  photo: string
  verified: boolean
  two_factor_enabled: boolean
  created_at: string
}

export interface ProfileResponse {
  error: false
  model: Profile
}

export type ProfileUpdate = Partial<Pick<Profile, 'first_name' | 'last_name' | 'phone' | 'photo'>>

/** /v3/api/custom/movetime/register: a new member, who must verify their email. */
export interface MemberRegisterRequest {
  first_name: string
  last_name: string
  email: string
  password: string
  captcha_token?: string
}

/** /v2/api/lambda/register: the generic register; role admin needs an invitation code. */
export interface RegisterRequest {
  email: string
  password: string
  role: Role
  first_name?: string
  last_name?: string
  invite_code?: string
  captcha_token?: string
}

export interface RegisterResponse {
  error: false
  user_id: number
  message: string
}

export interface ForgotRequest {
  email: string
  role: Role
}

export interface ResetRequest {
  token: string
  password: string
}

export interface MobileResetRequest {
  code: string
  password: string
}

export interface UpdateEmailRequest {
  email: string
}

export interface UpdatePasswordRequest {
  password: string
}

export interface AdminUpdateEmailRequest {
  id: number
  email: string
}

export interface AdminUpdatePasswordRequest {
  id: number
  password: string
}

export interface ProviderLoginResponse {
  error: false
  /** Where the browser goes to continue with the provider. */
  url: string
}

export interface TwoFactorEnableResponse {
  error: false
  /** Base32 secret, also shown for manual entry. */
  secret: string
  /** otpauth:// URI to render as a QR code. */
  otpauth_url: string
}

export interface TwoFactorVerifyRequest {
  access_token: string
  token: string
}

export interface TwoFactorAuthorizeRequest {
  token: string
}

export interface CaptchaRequest {
  captchaToken: string
}

export interface MagicLinkGenerateRequest {
  email: string
  role: Role
  /** The page the emailed link opens; the mock appends ?token=… */
  url: string
}

export interface MagicLinkLoginRequest {
  token: string
}

export interface VerifyUserRequest {
  user_id: number
}

export interface UserInfoRequest {
  user_id?: number
  first_name?: string
  last_name?: string
  phone?: string
  goal?: string
  level?: string
}

export interface PhoneLookupResponse {
  error: false
  valid: boolean
  phone: string
  country: string
}
