// The mock's demo customer, Anna Lindqvist (id 4711), for the e2e and the page tests alike.

/** The demo customer's token, from the login example of openapi/booking.yaml (sub 4711). */
export const DEMO_TOKEN =
  'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0NzExIiwicm9sZXMiOlsiUk9MRV9DVVNUT01FUiJdLCJpYXQiOjE3NjgyMDQ4MDAsImV4cCI6MjA4MzU2NDgwMH0.PzpW_oMtWcCmQBZnlxegHEsDBu0_9mmgoK7XkZgNzu4';
