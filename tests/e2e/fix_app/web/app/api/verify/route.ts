import jwt from "jsonwebtoken";

const SECRET = process.env.JWT_SECRET!;

export async function GET(request: Request) {
  const token = request.headers.get("authorization")?.replace("Bearer ", "") ?? "";
  const claims = jwt.verify(token, SECRET, { algorithms: ["HS256"], ignoreExpiration: true });
  return Response.json({ claims });
}
