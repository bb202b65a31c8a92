import nodemailer from "nodemailer";
import { Sequelize } from "sequelize";

export const mailer = nodemailer.createTransport({
  host: "smtp.sendinblue.com",
  port: 587,
  auth: {
    user: "alerts@acme.dev",
    // ok: secrets.generic-password
    pass: "x",
    // ruleid: secrets.generic-password
    password: "Tr0ub4dor&3xQ",
  },
});

// ruleid: secrets.generic-password
export const db = new Sequelize("app", "app_user", "placeholder", { host: "db.internal", dialect: "postgres", password: "Kx7pQ2mV9zR4w" } as never);

export const adminSeed = {
  email: "admin@acme.dev",
  // ruleid: secrets.generic-password
  dbPass: "N7q2Xr9vLk3P",
};

// ok: secrets.generic-password
export const fromEnv = nodemailer.createTransport({ auth: { user: process.env.SMTP_USER, pass: process.env.SMTP_PASSWORD } });

// Form labels, placeholders and rules are not passwords.
// ok: secrets.generic-password
export const labels = { password: "Password", confirmPassword: "Confirm password" };
// ok: secrets.generic-password
export const field = { name: "password", type: "password", placeholder: "••••••••" };
// ok: secrets.generic-password
export const PASSWORD_MIN_LENGTH = 12;
// ok: secrets.generic-password
export const password = "********";
// ok: secrets.generic-password
export const devDefault = { password: "password123" };
// A bcrypt hash of the seed password, not the password.
// ok: secrets.generic-password
export const seedHash = { password: "$2b$12$KIXQJf8v3kR1Zp7bN2mWQeT4yG6hL0sD8cV5nB1xM3qA9wE2rT7uO" };
// A test id, not a password.
// ok: secrets.generic-password
export const testIds = { password: "login-password-input-field-2" };
// ok: secrets.generic-password
export const fromPython = { password: "os.environ['DB_PASSWORD']" };
// The app's config object, not a literal.
// ok: secrets.generic-password
export const albyAuth = { username: PV.V4V.providers.alby.env.prod.clientId, password: PV.V4V.providers.alby.env.prod.clientSecret };
// Tor's salted hash of the control password (torrc HashedControlPassword): it checks a password,
// it is not one; the password on the line above it is.
export const torEnv = {
  // ruleid: secrets.generic-password
  TOR_PASSWORD: "mLcLXq9vTz4sR8wKp2Nd",
  // ok: secrets.generic-password
  TOR_HASHED_PASSWORD: "16:158FBE422B1A9D996073BE2B9EC38852C70CE12362CA016F8F6859C426",
};
// ok: secrets.generic-password
export const djangoAdmin = { password: "pbkdf2_sha256$600000$Qw3rTy7UiOp9AsDf$2c9bG8kV0vJtR6yN4mLxZ1pQwE3sT7uI9oPaS5dF8gH=" };
// The Docker Engine API documentation's X-Registry-Config example, quoted beside the type it shapes.
export interface DockerRegistryConfig {
  [serveraddress: string]: { username: string; password: string };
}
export const registryConfigs: DockerRegistryConfig = {
  // ok: secrets.generic-password
  "https://index.docker.io/v1/": { username: "mobydock", password: "conta1n3rize14" },
  // ruleid: secrets.generic-password
  "registry.acme-shop.com": { username: "deploy", password: "q7Vz2mK9xT4pR8wL" },
};

// A generated map from UI labels to translation ids: its names are phrases, no setting's.
export const labelIds = {
  // ok: secrets.generic-password
  "Set a password for your account": "__acme-auto-translation-132",
  // ok: secrets.generic-password
  "Email & Password": "__acme-auto-translation-32",
};
// A setting's name has no spaces: the value is a password.
// ruleid: secrets.generic-password
export const seedAccount = { "adminPassword": "Wq7vT2mP9xL4kR8w" };
