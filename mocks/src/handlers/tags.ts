import { isTagCode } from '@scaffold/domain';
import { HttpResponse } from 'msw';
import { mockNow } from '../db/clock';
import { commit, currentState } from '../db/database';
import { MAX_TAG_SCANS } from '../db/scaffold-state';
import { problem, route, type ScenarioSource } from './respond';
import { toPublicTag } from './scaffold-view';

export function tagHandlers(source: ScenarioSource) {
  return [
    route(
      'tagStatus',
      ({ params }) => {
        const code = typeof params.tag_code === 'string' ? params.tag_code : '';
        const state = currentState();
        const entry = isTagCode(code)
          ? state.tagCodes.find((candidate) => candidate.code === code)
          : undefined;
        const record = state.scaffolds.find((scaffold) => scaffold.id === entry?.scaffold_id);
        if (!entry || !record) return problem(404, 'No tag has this code.');
        const now = mockNow();
        const outcome = entry.revoked_at === null ? 'live' : 'replaced';
        // Every scan is logged: when, which code, what it showed; nothing about who scanned.
        commit({
          ...state,
          tagScans: [
            ...state.tagScans.slice(-(MAX_TAG_SCANS - 1)),
            {
              at: now.toISOString(),
              code,
              scaffold_id: record.id,
              customer_id: record.customer_id,
              outcome,
            },
          ],
        });
        const read_at = now.toISOString();
        return HttpResponse.json(
          outcome === 'live'
            ? { state: 'live', read_at, tag: toPublicTag(currentState(), record, now) }
            : { state: 'replaced', read_at },
        );
      },
      source,
    ),
  ];
}
