// The password change page of the account area (spec 2 §2 Reset password, §5, §8).
export { ResetPasswordScreen } from './ResetPasswordScreen';
