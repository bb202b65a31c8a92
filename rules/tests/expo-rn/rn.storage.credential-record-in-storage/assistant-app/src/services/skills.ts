import AsyncStorage from '@react-native-async-storage/async-storage';
import * as SecureStore from 'expo-secure-store';
import type { Profile, RecoveryPrompt, Skill } from '../types/skill';

const SKILLS_KEY = 'custom_skills';
const PROFILE_KEY = 'profile';

// a skill says whether it needs a secret and how to ask for it; the value goes to SecureStore
export async function saveSkills(skills: Skill[]): Promise<void> {
  // ok: rn.storage.credential-record-in-storage
  await AsyncStorage.setItem(SKILLS_KEY, JSON.stringify(skills));
}

export async function saveSkillSecret(skillId: string, value: string): Promise<void> {
  await SecureStore.setItemAsync(`skill_secret_${skillId}`, value);
}

// the recovery answer is a password by another name
export async function saveProfile(profile: Profile): Promise<void> {
  // ruleid: rn.storage.credential-record-in-storage
  await AsyncStorage.setItem(PROFILE_KEY, JSON.stringify(profile));
}

export async function saveRecoveryPrompt(prompt: RecoveryPrompt): Promise<void> {
  // ok: rn.storage.credential-record-in-storage
  await AsyncStorage.setItem('recovery_prompt', JSON.stringify(prompt));
}
