-- Not named by id.
return {}
