import { useMMKVBoolean, useMMKVString } from 'react-native-mmkv';
import { Text, View } from 'react-native';

export function useAuthToken() {
  // ruleid: rn.storage.token-in-async-storage
  const [token, setToken] = useMMKVString('auth.token');
  return { token, setToken, signedIn: Boolean(token) };
}

export function useApiKey() {
  // ruleid: rn.storage.token-in-async-storage
  const [apiKey, setApiKey] = useMMKVString('apiKey');
  return [apiKey, setApiKey] as const;
}

export function SettingsBadge() {
  // ok: rn.storage.token-in-async-storage
  const [locale] = useMMKVString('settings.locale');
  // ok: rn.storage.token-in-async-storage
  const [seen] = useMMKVBoolean('whatsNew.seen');
  return (
    <View>
      <Text>{locale}</Text>
      {seen ? null : <Text>New</Text>}
    </View>
  );
}
