import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity()
export class Account {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column()
  email!: string;

  // ok: node.password.no-hashing-library
  @Column() password!: string;
}
