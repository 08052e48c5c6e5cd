// What a failed call throws: the API's own words and the answer's status. Apart from the typed
// client so that components can tell a refusal from a fault without loading the route table.

export interface ApiError extends Error {
  status: number;
}

export const apiError = (status: number, message: string): ApiError => Object.assign(new Error(message), { status });

export const isApiError = (e: unknown): e is ApiError =>
  e instanceof Error && typeof (e as ApiError).status === 'number';
