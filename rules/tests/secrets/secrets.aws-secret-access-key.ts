import { S3Client } from "@aws-sdk/client-s3";
import { SESv2Client } from "@aws-sdk/client-sesv2";

export const s3 = new S3Client({
  region: "us-east-1",
  credentials: {
    accessKeyId: process.env.AWS_ACCESS_KEY_ID!,
    // ruleid: secrets.aws-secret-access-key
    secretAccessKey: "rFd5xpSkDIgOw3gcHN1yxohPQHxYNsJIx3gRe1GK",
  },
});

export const ses = new SESv2Client({
  region: "us-east-1",
  credentials: {
    accessKeyId: process.env.AWS_ACCESS_KEY_ID!,
    // ok: secrets.aws-secret-access-key
    secretAccessKey: process.env.AWS_SECRET_ACCESS_KEY!,
  },
});

export const legacyConfig = {
  // ruleid: secrets.aws-secret-access-key
  aws_secret_access_key: "575yx8xm5MslfY5ubiheyEd7P4zDL/ak6J0kGODK",
  // The AWS documentation's sample secret, not a credential.
  // ok: secrets.aws-secret-access-key
  sample_secret_access_key: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
};

// ok: secrets.aws-secret-access-key
const secretAccessKeyHeader = "x-amz-secret-access-key";
export { secretAccessKeyHeader };

// The second key pair AWS's documentation uses in its samples (`aws configure` walkthroughs)
export const docsProfile = {
  // ok: secrets.aws-secret-access-key
  secretAccessKey: "je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY",
};
