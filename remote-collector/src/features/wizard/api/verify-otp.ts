import { api } from '@hr/api';

export async function verifyOtp(phone: string, code: string): Promise<void> {
  await api.post('/otp/verify', { phone, code });
}
