export function Button({ label, onPress }: { label: string; onPress: () => void }) {
  return <button onClick={onPress}>{label}</button>;
}
