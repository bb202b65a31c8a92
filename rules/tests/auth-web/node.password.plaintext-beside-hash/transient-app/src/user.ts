import argon2 from 'argon2';
import { Entity, PrimaryGeneratedColumn, Column } from 'typeorm';

@Entity()
export class Account {
  @PrimaryGeneratedColumn()
  id: number;

  @Column()
  email: string;

  // not a column: the password typed at sign-up, checked and dropped, never persisted
  password?: string;

  @Column()
  passwordHash: string;
}

export async function signUp(email: string, password: string): Promise<Account> {
  const account = new Account();
  account.email = email;
  // ok: node.password.plaintext-beside-hash
  account.password = password;
  account.passwordHash = await argon2.hash(password);
  return account;
}
