import { exec } from "node:child_process";
import { promisify } from "node:util";
import { NextResponse } from "next/server";

const run = promisify(exec);

export async function POST(request: Request) {
  const { file, width } = await request.json();
  // Resize the uploaded image with ImageMagick.
  await run(`convert uploads/${file} -resize ${width} thumbs/${file}`);
  return NextResponse.json({ ok: true });
}
