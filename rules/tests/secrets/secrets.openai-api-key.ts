import OpenAI from "openai";

// ruleid: secrets.openai-api-key
const openai = new OpenAI({ apiKey: "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" });

export async function embed(text: string) {
  const res = await openai.embeddings.create({ model: "text-embedding-3-small", input: text });
  return res.data[0].embedding;
}

export const batchClient = new OpenAI({
  // ruleid: secrets.openai-api-key
  apiKey: "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",
  organization: "org-acme",
});

// ok: secrets.openai-api-key
export const serverClient = new OpenAI({ apiKey: process.env.OPENAI_API_KEY });

// ok: secrets.openai-api-key
export const KEY_HINT = "sk-proj-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx";
