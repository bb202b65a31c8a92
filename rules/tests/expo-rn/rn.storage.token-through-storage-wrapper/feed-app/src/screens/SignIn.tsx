// the screens that call the account, install and wallet helpers
import React from 'react';
import { Button, View } from 'react-native';
import { rememberAccount } from '../lib/account';
import { rememberInstall, rememberLinkedAccount } from '../lib/install';
import { migrateFavorites, storeHiddenTokens, storeRefresh, storeSession } from '../lib/wallet';

export default function SignIn({ route }) {
  const { account, attribution, linked, walletId, tokens } = route.params;
  const finish = () => {
    rememberAccount(account);
    rememberInstall(attribution);
    rememberLinkedAccount(linked);
    storeSession(walletId, tokens.auth);
    storeRefresh(walletId, tokens.refresh);
    storeHiddenTokens(walletId, []);
    migrateFavorites(walletId, tokens.favorites);
  };
  return (
    <View>
      <Button title="Continue" onPress={finish} />
    </View>
  );
}
