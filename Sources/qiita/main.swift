print("qiita")
