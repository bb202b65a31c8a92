// An exported configuration: other modules may key anything with it
export const sessionConfig = {
  // ruleid: node.jwt.hardcoded-secret-constant
  cookieSecret: "shared-cookie-secret-88c1f0",
  maxAgeDays: 30,
};
