-- No row has id 9.
return {}
