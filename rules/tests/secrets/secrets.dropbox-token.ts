import { Dropbox } from "dropbox";

// ruleid: secrets.dropbox-token
const dbx = new Dropbox({ accessToken: "sl.mETSMTutb_05HbQ1zPzfIAhrnK8CvFImQK0W8FOc37iAxVZ2HfiHfVxy_D9nFIU7jFUuIEHgFXfgOn_rpYji1kUp9wnBT-tTsGvjSqYwUMMOLd4EL6EQiHRDv_XPAV79Tv421Xcs-yde" });

export async function backup(path: string, contents: Buffer) {
  await dbx.filesUpload({ path, contents, mode: { ".tag": "overwrite" } });
}

// ok: secrets.dropbox-token
export const archive = new Dropbox({ clientId: process.env.DROPBOX_APP_KEY, clientSecret: process.env.DROPBOX_APP_SECRET, refreshToken: process.env.DROPBOX_REFRESH_TOKEN });

export const legacy = {
  // ruleid: secrets.dropbox-token
  token: "sl.7veMqoY46zlftQqIXumgV8vNKivr2r70faOsDnSYgp43w0iUdPajwkxsQQQRpN3_WAP91gT7GcBA_J2VCe2jnQduk_5dyBFJVQri0xwAjRgS3qk94BnrXL49Wtx7TbThzPCPhu11PFv",
  // ok: secrets.dropbox-token
  sharedLink: "https://www.dropbox.com/scl/fi/a1b2c3/report.pdf?rlkey=xyz&dl=1",
};
