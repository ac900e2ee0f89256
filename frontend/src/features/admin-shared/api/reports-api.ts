import type { ReportDto } from '@baan-talay/contracts';
import { api } from '../../../lib/api';

export interface ReportParams {
  year: number;
  /** 1-12; absent: the year by month. */
  month?: number;
}

export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    report: build.query<ReportDto, ReportParams>({
      query: (params) => ({ url: '/admin/reports', params }),
      providesTags: ['Stats'],
    }),
  }),
});

export const { useReportQuery } = reportsApi;
