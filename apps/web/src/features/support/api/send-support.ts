import type { SupportRequest, SupportResponse } from '@selecta/shared/support';
import { apiRequest } from '@/lib/api-client.ts';

export const sendSupportRequest = (request: SupportRequest) => apiRequest<SupportResponse>('/api/support', { body: request });
