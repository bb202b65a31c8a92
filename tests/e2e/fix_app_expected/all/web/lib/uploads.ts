import crypto from "node:crypto";

const UPLOAD_SECRET = process.env.UPLOAD_SECRET ?? "";

export function decodeUpload(body: { data: string }) {
  const file = new Buffer(body.data, "base64");
  const signature = crypto.createHash('sha256').update(body.data + UPLOAD_SECRET).digest("hex");
  return { file, signature };
}
