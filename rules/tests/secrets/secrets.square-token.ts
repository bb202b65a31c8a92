import { Client, Environment } from "square";

// ruleid: secrets.square-token
export const square = new Client({ accessToken: "EAAA73IGJW9wWzJ1GUizmX_9kYLeAMb2tbAfS5_T7UF2Efev_-PnAGcdFcDpJk9D", environment: Environment.Production });

// ok: secrets.square-token
export const sandbox = new Client({ accessToken: process.env.SQUARE_SANDBOX_TOKEN, environment: Environment.Sandbox });

export const oauth = {
  applicationId: "sq0idp-wGVapF8sNt9PLrdj5znuKA",
  // ruleid: secrets.square-token
  applicationSecret: "sq0csp--qSbn7ItayEpJPNiH_-y3amucips2stARqKsSxRcpZ8",
};

// The application id is public; it is sent to the browser by the Web Payments SDK.
// ok: secrets.square-token
export const PUBLIC_APP_ID = "sq0idp-wGVapF8sNt9PLrdj5znuKA";
