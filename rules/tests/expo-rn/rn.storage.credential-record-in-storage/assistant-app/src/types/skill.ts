export type SkillSecret = {
  label: string;
  required: boolean;
};

export type SkillMetadata = {
  homepage?: string;
  requireSecret?: boolean;
};

export type Skill = {
  id: string;
  name: string;
  instructions: string;
  metadata?: SkillMetadata;
  secret?: SkillSecret;
};

export type Profile = {
  username: string;
  secretQuestion: string;
  secretAnswer: string;
};

// what the sign-in screen shows before the answer is typed: the question, not its answer
export type RecoveryPrompt = {
  username: string;
  secretQuestion: string;
};
