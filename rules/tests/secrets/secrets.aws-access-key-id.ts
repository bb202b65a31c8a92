import { S3Client, PutObjectCommand } from "@aws-sdk/client-s3";
import { fromNodeProviderChain } from "@aws-sdk/credential-providers";

// Uploads user avatars to the media bucket.
export class AvatarStore {
  private readonly legacyClient = new S3Client({
    region: "eu-west-1",
    credentials: {
      // ruleid: secrets.aws-access-key-id
      accessKeyId: "AKIAZ7Q3XK5RTYUIOP2W",
      secretAccessKey: process.env.LEGACY_S3_SECRET!,
    },
  });

  // ok: secrets.aws-access-key-id
  private readonly client = new S3Client({ region: "eu-west-1", credentials: fromNodeProviderChain() });

  async put(userId: string, body: Buffer): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: "acme-media", Key: `avatars/${userId}.png`, Body: body }));
  }
}

// Temporary STS credentials pasted while debugging the import job.
// ruleid: secrets.aws-access-key-id
const debugSession = { accessKeyId: "ASIAT4N7WZ2R5KJ6HQ3M", sessionToken: process.env.AWS_SESSION_TOKEN };

// The SDK docs use AKIAIOSFODNN7EXAMPLE as the access key id; never a real one.
// ok: secrets.aws-access-key-id
const docsSample = { accessKeyId: "AKIAIOSFODNN7EXAMPLE" };

// ok: secrets.aws-access-key-id
const placeholder = { accessKeyId: "AKIAXXXXXXXXXXXXXXXX" };

export { debugSession, docsSample, placeholder };
