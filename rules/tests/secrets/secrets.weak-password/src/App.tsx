import { createStackNavigator } from "@react-navigation/stack";

export const routes = {
  Settings: "settings",
  About: "settings/about",
  // ok: secrets.weak-password
  Password: "settings/password",
  // ok: secrets.weak-password
  ResetPassword: "account/reset-password/:token",
};

export const demoAccount = {
  username: "demo",
  // ruleid: secrets.weak-password
  Password: "sunshine",
};

export const Stack = createStackNavigator();
