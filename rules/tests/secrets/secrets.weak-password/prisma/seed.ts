// Demo data for a developer's database: generated people, and a known admin to sign in with.
import { faker } from "@faker-js/faker";
import { PrismaClient } from "@prisma/client";

const client = new PrismaClient();
const ADMIN_EMAIL = "admin@example.com";
// ok: secrets.weak-password
const ADMIN_PASSWORD = "admin@123";

async function main() {
  await client.user.create({ data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  for (let i = 0; i < 10; i++) {
    await client.user.create({ data: { email: faker.internet.email(), password: faker.internet.password() } });
  }
}
main();
