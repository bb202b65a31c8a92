import { connect } from "@planetscale/database";

export const conn = connect({
  host: "aws.connect.psdb.cloud",
  username: "k2j4h6g8f0d1",
  // ruleid: secrets.planetscale-token
  password: "pscale_pw_GaYV5R4xlLan4ACzrV00l3Lz_lFd8oF1bk8rLnaLtS7",
});

// ok: secrets.planetscale-token
export const readReplica = connect({ url: process.env.DATABASE_READ_URL });

export const deployBot = {
  serviceTokenId: "n2k4j6h8g0f1",
  // ruleid: secrets.planetscale-token
  serviceToken: "pscale_tkn_X0sjF7j1FhVnN9ihaJ3zzZr5fXNW0884zlGoICwg8yt",
  // ok: secrets.planetscale-token
  organization: "acme",
};
