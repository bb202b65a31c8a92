// The accounts an operator creates on a new deployment: no generated data, real users.
import { db } from "../src/db";

export async function seed() {
  await db.user.create({
    email: "ops@acme.dev",
    // ruleid: secrets.weak-password
    password: "Acme2024!",
    role: "admin",
  });
}
