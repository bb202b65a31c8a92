import { execFile } from "node:child_process";
import { promisify } from "node:util";

const runFile = promisify(execFile);

export async function resize(file: string, width: number) {
  const safeName = file.replace(/[^\w.-]/g, "");
  await runFile("convert", [`uploads/${safeName}`, "-resize", String(width), `thumbs/${safeName}`]);
}
