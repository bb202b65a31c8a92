import { LinearClient } from "@linear/sdk";

// ruleid: secrets.linear-api-key
const linear = new LinearClient({ apiKey: "lin_api_sSeZEM8xlVKIVPb7Xd7KmxvGM2vZwvTnoQ4n104k" });

export async function fileBug(title: string, description: string) {
  const team = await linear.team("ENG");
  return linear.createIssue({ teamId: team.id, title, description });
}

// ok: secrets.linear-api-key
export const triage = new LinearClient({ apiKey: process.env.LINEAR_API_KEY });

export const integrations = {
  // ruleid: secrets.linear-api-key
  support: new LinearClient({ apiKey: "lin_api_uolZAsoWsQHZ8mDKTRsVA4d6T244gHP4N9atkXYd" }),
  // ok: secrets.linear-api-key
  oauthClientId: "4a7c1e9f2b8d5a3c6e0f",
};
