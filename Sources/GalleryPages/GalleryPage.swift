// Pages arrive in their own change.
