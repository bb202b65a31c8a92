// Typeform client configuration
import { z } from 'zod';

export const region = 'eu-west-1';
// ruleid: secrets.typeform-token
export const typeformToken = 'tfp_yusTrkRiBkJwgY99OvHyVMeZ1pPkAqd4sOq_dLF5_cay_EsxxXnCrYWAHNM';
// ok: secrets.typeform-token
export const typeformToken = process.env.TYPEFORM_TOKEN!;
// ruleid: secrets.typeform-token
export const typeformTokenBackup = 'tfp_1Zr8Vd2WhXfGGgbrR-8vd422BZgv2SCqA_4--RaxANWX_jk78JlIA55Gwgi';
// ok: secrets.typeform-token
export const typeformTokenPrefix = 'tfp_yusTrkRiBkJwgY99O';

export const schema = z.object({ id: z.string() });
