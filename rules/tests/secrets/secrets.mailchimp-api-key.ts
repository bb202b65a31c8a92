import mailchimp from "@mailchimp/mailchimp_marketing";

// ruleid: secrets.mailchimp-api-key
mailchimp.setConfig({ apiKey: "1f8bbc08be054783a7b0c81e64cb0679-us12", server: "us12" });

export async function subscribe(email: string) {
  return mailchimp.lists.addListMember("a1b2c3d4e5", { email_address: email, status: "pending" });
}

export const newsletter = {
  // ok: secrets.mailchimp-api-key
  apiKey: process.env.MAILCHIMP_API_KEY,
  server: process.env.MAILCHIMP_SERVER_PREFIX,
  // ruleid: secrets.mailchimp-api-key
  legacyKey: "0541ec0f152baf19553d7e878f7f8161-us19",
  // ok: secrets.mailchimp-api-key
  listId: "a1b2c3d4e5",
};
