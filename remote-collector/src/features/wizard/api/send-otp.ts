import { api } from '@hr/api';
import type { OtpSendResponse } from '@hr/contracts';

export async function sendOtp(phone: string): Promise<Partial<OtpSendResponse>> {
  const { data } = await api.post<Partial<OtpSendResponse>>('/otp/send', { phone });
  return data ?? {};
}
