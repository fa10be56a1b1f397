-- Spark Courier: Haste
return {}
