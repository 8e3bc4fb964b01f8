/** Query key of the signed-in user. The accounts feature owns the query; a 403 FORBIDDEN invalidates it. */
export const USER_QUERY_KEY = ['user'] as const;
