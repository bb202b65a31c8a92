import { ConfidentialClientApplication } from "@azure/msal-node";
import { ClientSecretCredential } from "@azure/identity";

const authority = "https://login.microsoftonline.com/4c1f0e3a-9b8d-4e2f-a1c3-5d7e9f0b2a4c";

export const msal = new ConfidentialClientApplication({
  auth: {
    clientId: "0f9e8d7c-6b5a-4938-8271-605f4e3d2c1b",
    authority,
    // ruleid: secrets.azure-ad-client-secret
    clientSecret: "sAz5Q~rZNEDVf7J-BlqENr4gGFto9Pv.WiRAWq63",
  },
});

export const graphCredential = new ClientSecretCredential(
  "4c1f0e3a-9b8d-4e2f-a1c3-5d7e9f0b2a4c",
  "0f9e8d7c-6b5a-4938-8271-605f4e3d2c1b",
  // ruleid: secrets.azure-ad-client-secret
  "OBZ3Q~BXCOArr~SfiJvo58JB0W~O5PjeJfJTNcrZ",
);

export const fromEnv = new ClientSecretCredential(
  process.env.AZURE_TENANT_ID!,
  process.env.AZURE_CLIENT_ID!,
  // ok: secrets.azure-ad-client-secret
  process.env.AZURE_CLIENT_SECRET!,
);

// ok: secrets.azure-ad-client-secret
const SECRET_PREFIX_PATTERN = /^[\w~.]{3}\dQ~/;
export { SECRET_PREFIX_PATTERN };
