/** The password workflow's domain types, read by its effects, machine, selectors and views. */

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}
