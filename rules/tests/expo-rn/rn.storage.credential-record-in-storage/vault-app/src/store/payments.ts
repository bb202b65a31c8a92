import AsyncStorage from "@react-native-async-storage/async-storage";

// a payment bundle of crypto tokens: `token_key` names an asset, not a sign-in
type TokenPayment = { token_key: string; symbol: string; amount_to_pay: number };
type PendingPayment = { payment_id: string; vendor_name: string; payment_bundle: TokenPayment[] };
type Session = { userId: string; accessToken: string; expiresAt: number };

export async function cachePending(pending: PendingPayment[]): Promise<void> {
  // ok: rn.storage.credential-record-in-storage
  await AsyncStorage.setItem("pending-payments", JSON.stringify(pending));
}

export async function cacheSession(session: Session): Promise<void> {
  // ruleid: rn.storage.credential-record-in-storage
  await AsyncStorage.setItem("last-session", JSON.stringify(session));
}
