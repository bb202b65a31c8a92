import { LoginForm } from "./login";
import { settings } from "./settings";

export function PartnerLogin({ password }: { password: boolean }) {
  return (
    <div>
      {/* ok: secrets.weak-password */}
      <LoginForm methods={["email", "password", "google"]} />
      {/* ok: secrets.weak-password */}
      <button>{`Log in with ${password ? "password" : "email"}`}</button>
    </div>
  );
}

export const smtp = {
  host: "smtp.acme.dev",
  user: "mailer",
  // ruleid: secrets.weak-password
  password: "Summer2024",
};

// ruleid: secrets.weak-password
settings.set("password", "Welcome1!");
