import jwt from 'jsonwebtoken';

export const generateToken = (user: { id: string }): string =>
  jwt.sign({ id: user.id }, process.env.JWT_SECRET as string, { expiresIn: '1h' });

// ruleid: node.password.hash-helper-returns-input
export const hashPassword = (password: string): string => {
  return password; // TODO: hash before launch
};

export const comparePasswords = (password: string, hashedPassword: string): boolean => {
  return password === hashedPassword;
};
