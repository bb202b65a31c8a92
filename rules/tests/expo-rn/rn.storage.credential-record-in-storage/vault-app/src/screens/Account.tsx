import React from "react";
import { Button } from "react-native";
import { cacheAccount, storeAccount, storeLayout } from "../store/accounts";
import { cachePending, cacheSession } from "../store/payments";

export default function AccountScreen({ account, layout, payment, session }) {
  const save = async () => {
    storeAccount(account);
    await cacheAccount(account);
    await storeLayout(layout);
    await cachePending(payment);
    await cacheSession(session);
  };
  return <Button title="Save" onPress={save} />;
}
