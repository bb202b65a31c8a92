import type { NextApiRequest, NextApiResponse } from "next";

// an API route runs on the server only: Next.js builds it into no client chunk
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const account = {
    // ok: secrets.public-env-secret
    email: process.env.NEXT_PUBLIC_RESUME_UPLOAD_SERVICE_ACCOUNT,
    // ok: secrets.public-env-secret
    password: process.env.NEXT_PUBLIC_RESUME_UPLOAD_PASSWORD,
  };
  res.status(200).json({ uploaded: Boolean(account.email) });
}
