import jwt from "jsonwebtoken";

export function checkToken(token: string) {
  return jwt.verify(token, Buffer.from(process.env.SECRET ?? "", "base64"));
}
