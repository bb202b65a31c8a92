export enum PasskeyBrand {
  // ok: secrets.weak-password
  SamsungPass = "53414d53-554e-4700-0000-000000000000",
  OnePassword = "bada5566-a7aa-401f-bd96-45619a55120d",
}

export const PasskeyBrandName: Record<PasskeyBrand, string> = {
  // ok: secrets.weak-password
  [PasskeyBrand.OnePassword]: "1Password",
  [PasskeyBrand.SamsungPass]: "Samsung Pass",
};

export const events = {
  // ok: secrets.weak-password
  E2E_SEC_COPY_PASSWORD: "e2e_sec_copy_password",
  // ok: secrets.weak-password
  E2E_SEC_CHANGE_PASSWORD: "e2e_sec_change_password",
};

export const kioskAccount = {
  user: "kiosk",
  // ruleid: secrets.weak-password
  password: "kiosk2024",
};

export const serviceAccount = {
  // ruleid: secrets.weak-password
  [AccountKind.Service]: { password: "letmein1" },
};

// ok: secrets.weak-password
export const field = { placeholder: "password1" };
