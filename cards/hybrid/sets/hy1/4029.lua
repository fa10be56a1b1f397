-- Hive Drone. (A token made by Hive Matron.)
return {}
