import type {
  PeopleExportFormat,
  PeopleExportLink,
  QualityFlagFilter,
  ReviewStatus,
} from '@hr/contracts';
import { api } from './client';

/**
 * What an export file holds: the table's search (`q`), its review filters and, for the admin, one
 * collector's people.
 */
export interface PeopleExportFilters {
  q?: string;
  createdBy?: string;
  /** Only the people in that supervisor's wards (admin). */
  supervisorId?: string;
  reviewStatus?: ReviewStatus;
  flag?: QualityFlagFilter;
}

/**
 * POST /{role}/people/export/link: a one-use address of the file for these filters, valid 60 s
 * and usable without the Bearer header, so the browser can fetch it as a plain download.
 * The address is absolute, on the API's origin (the server answers a path under /api).
 */
export async function createPeopleExportLink(
  role: 'admin' | 'user',
  format: PeopleExportFormat,
  filters: PeopleExportFilters = {},
): Promise<string> {
  const params: Record<string, string> = { format };
  if (filters.q) params.q = filters.q;
  if (filters.reviewStatus) params.reviewStatus = filters.reviewStatus;
  if (filters.flag) params.flag = filters.flag;
  if (filters.createdBy && role === 'admin') params.createdBy = filters.createdBy;
  if (filters.supervisorId && role === 'admin') params.supervisorId = filters.supervisorId;
  // The link takes the export's query string and no body.
  const { data } = await api.post<PeopleExportLink>(`/${role}/people/export/link`, undefined, {
    params,
  });
  const base = new URL(api.defaults.baseURL ?? '/', window.location.href);
  return new URL(data.url, base).href;
}

/**
 * Lets the browser save `url` as a normal download: the file streams to disk and is never held
 * in page memory (no fetch + Blob). The server's `Content-Disposition: attachment` names it.
 */
export function startDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
  }
}
