import { BlobServiceClient, StorageSharedKeyCredential } from "@azure/storage-blob";
import { DefaultAzureCredential } from "@azure/identity";

// ruleid: secrets.azure-storage-account-key
const LEGACY_CONN = "DefaultEndpointsProtocol=https;AccountName=acmeprod;AccountKey=v3IwfjyTpBG+ixcJm8AZSpxeEWeAA+Wg17GFDoIiuwOhd/uJf+dJaB5D43rTRHbWnwUJHyHJuS//ry/ZRjXyug==;EndpointSuffix=core.windows.net";

export const legacy = BlobServiceClient.fromConnectionString(LEGACY_CONN);

const storageConfig = {
  accountName: "acmereports",
  // ruleid: secrets.azure-storage-account-key
  accountKey: "jlAFbVV6q9rXxtNDFyuzX9k1gnneGEYG1+LwiqD9jJBAciI05FhfwKVqlUr5Qrec8TNecj9iNOrjj5VfqRTk8g==",
};

export const reports = new BlobServiceClient(
  "https://acmereports.blob.core.windows.net",
  new StorageSharedKeyCredential(storageConfig.accountName, storageConfig.accountKey),
);

// Managed identity in production: no key at all.
// ok: secrets.azure-storage-account-key
export const media = new BlobServiceClient("https://acmemedia.blob.core.windows.net", new DefaultAzureCredential());

// Azurite, the local emulator, uses a well-known published key.
// ok: secrets.azure-storage-account-key
const AZURITE = "DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;";
export const local = BlobServiceClient.fromConnectionString(AZURITE);
